/** The resolve hook of workspace-source.mjs (see the .mjs file). */
export declare function resolve(
  specifier: string,
  context: object,
  next: (specifier: string, context: object) => unknown
): Promise<{ readonly url: string; readonly shortCircuit?: boolean }>
