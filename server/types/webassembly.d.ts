// Node has WebAssembly as a global, but its only TypeScript declarations live in the DOM and worker libraries,
// which the server's configuration leaves out on purpose. The part the server uses:
declare namespace WebAssembly {
  type Module = object;
  function compile(bytes: BufferSource): Promise<Module>;
}
