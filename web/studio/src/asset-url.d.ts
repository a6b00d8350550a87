// Vite answers an import ending in `?url` with the built asset's URL (pdf.js's worker script).
declare module '*?url' {
  const url: string;
  export default url;
}
