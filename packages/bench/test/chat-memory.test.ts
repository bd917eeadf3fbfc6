// The chat's memory measurement (chat-memory.ts) runs against a real server process and answers its
// rows: a figure for the empty and the full chat, and what the full chat's lines would weigh held.
// Figures are not checked: the bench prints them.
import { measureChatMemory } from '../src/chat-memory';

test('the chat memory measurement opens games with an empty and a full chat and answers a figure for each row', async () => {
  const rows = await measureChatMemory(5);
  expect(rows).toHaveLength(4);
  expect(rows[0].slice(1).map(Number).every(Number.isFinite)).toBe(true);
  for (const row of rows.slice(1)) expect(Number.isFinite(Number(row[2]))).toBe(true);
}, 60_000);
