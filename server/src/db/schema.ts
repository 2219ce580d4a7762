// Tables are defined in the server issue; this module is the single schema source.
export {};
