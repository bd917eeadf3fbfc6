// What the page keeps in the browser goes through this much of its Storage, so that tests hand in a Map.
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
