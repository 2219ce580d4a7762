import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const developersSeed: PageValues<"developers"> = {
  title: "Developer Portal",
  breadcrumb: "Developers",
  description: "Documentation of the planned partner API: endpoints, roles and authentication.",
  notice:
    "The partner API is in design. This page documents the planned interface for partners; the endpoints are not publicly available and this website does not call them.",
  reference: { label: "Download API Reference", document: null },
  endpointsTitle: "Endpoints",
  endpointsCaption: "Documented partner API endpoints",
  endpointColumns: { method: "Method", endpoint: "Endpoint", description: "Description", category: "Category" },
  endpoints: [
    {
      method: "POST",
      endpoint: "/register",
      description: "Create an account with a role.",
      category: "Authentication",
    },
    {
      method: "POST",
      endpoint: "/login",
      description: "Authenticate with e-mail and password and receive a JWT.",
      category: "Authentication",
    },
    {
      method: "GET",
      endpoint: "/projects",
      description: "List research projects open to the caller.",
      category: "Projects",
    },
    { method: "POST", endpoint: "/investments", description: "Invest in a project.", category: "Investments" },
    {
      method: "GET",
      endpoint: "/analytics/investments",
      description: "Aggregated investment analytics.",
      category: "Analytics",
    },
  ],
  rolesTitle: "Roles",
  roles: [
    { role: "Admin", access: "Full access", description: "Manages accounts, projects and every investment record." },
    {
      role: "Investor",
      access: "Investment operations",
      description: "Lists projects, places investments and reads investment analytics.",
    },
    {
      role: "Scientist",
      access: "Project submission",
      description: "Submits and updates research projects for review.",
    },
  ],
  authenticationTitle: "Authentication",
  authenticationCardTitle: "JWT tokens and role-based access",
  authenticationSteps: [
    { text: "Call POST /login with your e-mail and password." },
    { text: "The response carries a signed JSON Web Token (JWT) that expires after a fixed period." },
    { text: "Send the token on every later request in the header Authorization: Bearer <token>." },
    {
      text: "The API checks the role inside the token on each request (role-based access control) and refuses calls the role does not allow.",
    },
  ],
  exampleRequest: `POST /login
Content-Type: application/json

{ "email": "partner@example.com", "password": "********" }

200 OK
{ "token": "<JWT>", "role": "Investor" }`,
  exampleCaption: "An example sign-in exchange.",
};
