declare const __SITE_ORIGIN__: string;
declare const __CONTENT_PROTECTION__: boolean;
