// Vite's raw imports: a file's text as a string.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Vite's glob import: each matching file as a loader of its own chunk.
interface ImportMeta {
  glob<T>(pattern: string, options: { import: 'default'; query?: string }): Record<string, () => Promise<T>>;
}
