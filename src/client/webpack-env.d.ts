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
