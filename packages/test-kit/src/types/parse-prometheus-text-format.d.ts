// The parser's output (it ships no types): one family per metric name, values as text.
declare module 'parse-prometheus-text-format' {
  export interface Sample {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface Family { name: string; help: string; type: string; metrics: Sample[] }
  export default function parse(text: string): Family[];
}
