// The package's ESM build for current browsers (its `main` is a UMD bundle with polyfills): same API, same types.
declare module 'simple-keyboard/build/index.modern.esm.js' {
  export * from 'simple-keyboard';
  export { default } from 'simple-keyboard';
}
