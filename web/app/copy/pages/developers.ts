export type HttpMethod = "GET" | "POST";

/** The documented partner API. It is described here only; the public site never calls it. */
export const apiEndpoints: readonly { method: HttpMethod; endpoint: string; description: string; category: string }[] =
  [
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
  ];

export const apiRoles = [
  { role: "Admin", access: "Full access", description: "Manages accounts, projects and every investment record." },
  {
    role: "Investor",
    access: "Investment operations",
    description: "Lists projects, places investments and reads investment analytics.",
  },
  { role: "Scientist", access: "Project submission", description: "Submits and updates research projects for review." },
] as const;

export const authenticationSteps: readonly string[] = [
  "Call POST /login with your e-mail and password.",
  "The response carries a signed JSON Web Token (JWT) that expires after a fixed period.",
  "Send the token on every later request in the header Authorization: Bearer <token>.",
  "The API checks the role inside the token on each request (role-based access control) and refuses calls the role does not allow.",
];

export const developerNotice =
  "The partner API is in design. This page documents the planned interface for partners; the endpoints are not publicly available and this website does not call them.";

export const exampleRequest = `POST /login
Content-Type: application/json

{ "email": "partner@example.com", "password": "********" }

200 OK
{ "token": "<JWT>", "role": "Investor" }`;
