// webpack's require.context (module discovery at build time), as far as the SPA uses it.
declare namespace NodeJS {
  interface Require {
    context(
      directory: string,
      useSubdirectories: boolean,
      regExp: RegExp,
    ): {
      keys(): string[];
      (id: string): unknown;
    };
  }
}

// webpack 5's import.meta.webpackContext: the same discovery, with a loading mode and a chunk name.
interface ImportMeta {
  webpackContext(
    directory: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync'; chunkName?: string },
  ): { keys(): string[]; (id: string): unknown };
  webpackContext(
    directory: string,
    options: { recursive?: boolean; regExp?: RegExp; mode: 'lazy-once' | 'lazy'; chunkName?: string },
  ): { keys(): string[]; (id: string): Promise<unknown> };
}
