import { site } from "@helixmap/common/site";
import { publicConfig } from "../public-config";

/**
 * schema.org description of the company for search engines, rendered on `/`
 * as an application/ld+json script. Browsers never execute it, so the
 * Content-Security-Policy is not involved; postbuild hashes it like any
 * inline script anyway.
 */
export function organizationSchema() {
  const a = site.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    legalName: site.legalName,
    description: site.tagline,
    url: `${publicConfig.siteOrigin}/`,
    email: site.contactEmail,
    telephone: site.phone,
    foundingDate: "2025-09",
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", email: site.contactEmail, telephone: site.phone },
      { "@type": "ContactPoint", contactType: "regulatory", email: site.regulatoryEmail },
    ],
  };
}
