export declare const WEB: string;
export declare const SRC: string;
export declare const LAYERS: string[];
export declare const LATER: string;
export declare function sourceFiles(dir: string): string[];
export declare function resolve(from: string, specifier: string): string | null;
export declare const text: (file: string) => string;
export declare const forget: () => void;
export declare const staticImports: (file: string) => string[];
export declare const dynamicImports: (file: string) => string[];
export declare function closure(start: string, seen?: Set<string>): Set<string>;
export declare const writesMessages: (file: string) => boolean;
export declare function pages(src?: string): string[];
export declare function folderOf(file: string, src?: string): string | null;
export declare const folderPath: (name: string) => string;
export declare function poFile(catalogue: string, locale: string): string;
export declare function split(src?: string): { src: string; now: Set<string>; later: Set<string> };
export declare const resplit: () => void;
export declare function catalogueOf(file: string, src?: string): string | null;
export declare function laterFilesByFolder(src?: string): Map<string, string[]>;
export declare function needed(start: string, src?: string): string[];
/** The landing page's chunk: loaded by the entry, its texts the entry's. */
export declare const LANDING_PAGE: string;
/** The catalogues of the app entry's texts: the entry's own code's and the landing page's. */
export declare const entryNeeds: () => string[];
export declare const listed: (inside: string | undefined) => string[];
