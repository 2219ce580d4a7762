// A relative import: Vite bundles it into the config, a package import it would not.

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { outboundTargets } from "../common/src/outbound-targets";
import { site } from "../common/src/site";

// Build-time public configuration: the only values the browser receives.
const siteOrigin = (process.env.SITE_ORIGIN ?? site.origin).replace(/\/$/, "");
const contentProtection = process.env.CONTENT_PROTECTION !== "off";
const targets = outboundTargets(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __CONTENT_PROTECTION__: JSON.stringify(contentProtection),
    __SCIENCE_VIEWER_URL__: JSON.stringify(targets.scienceViewerUrl),
    __SCIENCE_DOCUMENT_URL__: JSON.stringify(targets.scienceDocumentUrl),
    __DEMO_URL__: JSON.stringify(targets.demoUrl),
    // Pages decide at build time which events are still upcoming, so pre-rendering and hydration agree.
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    assetsInlineLimit: 0,
  },
});
