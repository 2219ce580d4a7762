import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, useLoaderData } from "react-router";

/**
 * Renders a page component the way a deploy does: in a data router whose
 * loader returns the page's loader data (download buttons read it there).
 * Public pages read only `loaderData` of their route props.
 */
export function renderPage<P extends { loaderData: unknown }>(Page: ComponentType<P>, data: P["loaderData"]) {
  function Route() {
    const props = { loaderData: useLoaderData() } as P;
    return <Page {...props} />;
  }
  const Stub = createRoutesStub([{ path: "/", Component: Route, loader: () => data, HydrateFallback: () => null }]);
  return render(<Stub />);
}
