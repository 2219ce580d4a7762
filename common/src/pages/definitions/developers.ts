import { pageDownloadKey } from "../documents";
import { field } from "../fields";

const heading = (label: string) => field.text(label, { max: 120 });
const column = (label: string) => field.text(label, { max: 40 });

export const developersFields = {
  notice: field.text("Notice under the introduction", { max: 600, multiline: true }),
  reference: field.document("API reference download", { seeded: pageDownloadKey("api-reference") }),
  endpointsTitle: heading("Endpoints: heading"),
  endpointsCaption: field.text("Endpoints: table caption", { max: 120 }),
  endpointColumns: field.group("Endpoints: column headings", {
    method: column("Method"),
    endpoint: column("Endpoint"),
    description: column("Description"),
    category: column("Category"),
  }),
  endpoints: field.list(
    "Endpoints",
    "Endpoint",
    {
      method: field.choice("Method", ["GET", "POST", "PUT", "PATCH", "DELETE"]),
      endpoint: field.text("Path", { max: 120 }),
      description: field.text("Description", { max: 300 }),
      category: field.text("Category", { max: 60 }),
    },
    { titleField: "endpoint", max: 40 },
  ),
  rolesTitle: heading("Roles: heading"),
  roles: field.list(
    "Roles",
    "Role",
    {
      role: field.text("Role", { max: 60 }),
      access: field.text("Access", { max: 120 }),
      description: field.text("Text", { max: 300, multiline: true }),
    },
    { titleField: "role", max: 8 },
  ),
  authenticationTitle: heading("Authentication: heading"),
  authenticationCardTitle: heading("Authentication: card heading"),
  authenticationSteps: field.list(
    "Authentication steps",
    "Step",
    { text: field.text("Step", { max: 300, multiline: true }) },
    { titleField: "text", max: 12 },
  ),
  exampleRequest: field.text("Example exchange", { max: 2000, multiline: true, help: "Shown as code, line by line." }),
  exampleCaption: field.text("Example exchange: caption", { max: 200 }),
} as const;
