import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { publicConfig } from "../public-config";

/**
 * schema.org description of the company for search engines, rendered on `/`
 * as an application/ld+json script. Browsers never execute it, so the
 * Content-Security-Policy is not involved; postbuild hashes it like any
 * inline script anyway.
 */
export function organizationSchema({ identity, contact }: RenderedSite) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: identity.companyName,
    legalName: identity.legalName,
    description: identity.tagline,
    url: `${publicConfig.siteOrigin}/`,
    email: contact.contactEmail,
    telephone: contact.phone,
    foundingDate: identity.foundingDate,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.country,
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: contact.contactEmail,
        telephone: contact.phone,
      },
      { "@type": "ContactPoint", contactType: "regulatory", email: contact.regulatoryEmail },
    ],
  };
}
