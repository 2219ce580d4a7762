declare const __SITE_ORIGIN__: string;
declare const __CONTENT_PROTECTION__: boolean;
declare const __SCIENCE_VIEWER_URL__: string;
declare const __SCIENCE_DOCUMENT_URL__: string;
declare const __DEMO_URL__: string;
declare const __BUILD_TIME__: string;
