import { z } from 'zod';
import type { AiDelta } from '../contracts/ai.js';
import { CaptionStream, splitCaption } from './caption-format.js';
import { normalizeHashtags } from './hashtags.js';
import { toSwissSpelling } from './swiss-spelling.js';

/**
 * The writers ask the model for a structured answer (OpenAI's structured outputs): the caption and
 * its call to action as two fields, the hashtags as a list. A provider that ignores the format
 * still answers in text: the caption then falls back to its "CTA: …" line (caption-format.ts),
 * the hashtags to the words the model marked with "#"; never is every word of prose a tag.
 */
export const captionAnswerSchema = z.object({ caption: z.string(), cta: z.string() });
export const hashtagAnswerSchema = z.object({ hashtags: z.array(z.string()) });

/** The answer's JSON object, also inside a Markdown code fence; null when it is none. */
function jsonObject(text: string): Record<string, unknown> | null {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!body.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The caption and CTA of a whole answer: the JSON's fields, or the text's "CTA:" line. Swiss spelling. */
export function parseCaptionAnswer(text: string): { caption: string; cta: string } {
  const json = jsonObject(text);
  if (json && typeof json.caption === 'string')
    return { caption: toSwissSpelling(stringOf(json.caption)), cta: toSwissSpelling(stringOf(json.cta)) };
  return splitCaption(toSwissSpelling(text));
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * The value of a string member of a JSON object that is still being written: as much of it as has
 * arrived (an escape cut in half waits for its rest), and whether its closing quote came.
 */
export function partialJsonString(text: string, key: string): { value: string; closed: boolean } | null {
  const start = new RegExp(`"${key}"\\s*:\\s*"`).exec(text);
  if (!start) return null;
  let value = '';
  for (let index = start.index + start[0].length; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"') return { value, closed: true };
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = text.slice(index + 2, index + 6);
      if (hex.length < 4) break;
      value += String.fromCharCode(Number.parseInt(hex, 16));
      index += 5;
    } else {
      value += ESCAPES[next] ?? next;
      index += 1;
    }
  }
  return { value, closed: false };
}

/**
 * The caption's and CTA's pieces as the model writes them. A JSON answer is read field by field
 * while it arrives; an answer in text goes through the "CTA:" line splitter. Which one it is shows
 * with the first character that is not a space (or a code fence).
 */
export class StructuredCaptionStream {
  private text = '';
  private mode: 'json' | 'text' | undefined;
  private readonly lines = new CaptionStream();
  private readonly sent = { caption: 0, cta: 0 };

  push(chunk: string): AiDelta[] {
    this.text += chunk;
    if (!this.mode) {
      const start = this.text.trimStart().replace(/^```(?:json)?\s*/i, '');
      if (!start || /^`{1,3}(?:j(?:s(?:o(?:n)?)?)?)?$/i.test(this.text.trimStart())) return [];
      this.mode = start.startsWith('{') ? 'json' : 'text';
      if (this.mode === 'text') return this.lines.push(toSwissSpelling(this.text));
    } else if (this.mode === 'text') {
      return this.lines.push(toSwissSpelling(chunk));
    }
    return this.jsonDeltas();
  }

  end(): AiDelta[] {
    if (this.mode === 'text') return this.lines.end();
    if (!this.mode && this.text.trim()) {
      this.mode = 'text';
      return [...this.lines.push(toSwissSpelling(this.text)), ...this.lines.end()];
    }
    return [];
  }

  get full(): string {
    return this.text;
  }

  private jsonDeltas(): AiDelta[] {
    const out: AiDelta[] = [];
    for (const field of ['caption', 'cta'] as const) {
      const found = partialJsonString(this.text, field);
      if (!found) continue;
      // The leading spaces wait: the final answer is trimmed, and the form shows no blank start.
      const value = toSwissSpelling(found.value.replace(/^\s+/, ''));
      if (value.length > this.sent[field]) {
        out.push({ field, text: value.slice(this.sent[field]) });
        this.sent[field] = value.length;
      }
    }
    return out;
  }
}

/**
 * The hashtags of a whole answer, as an order keeps them (normalizeHashtags). From the JSON list,
 * each entry is one tag (its spaces dropped: "Zürich Brot" is #zürichbrot); from text only what
 * the model marked with "#". Empty when the answer names none.
 */
export function parseHashtagAnswer(text: string): string {
  const json = jsonObject(text);
  const list =
    json && Array.isArray(json.hashtags)
      ? json.hashtags.filter((entry): entry is string => typeof entry === 'string')
      : null;
  if (list) return normalizeHashtags(list.map((entry) => entry.replace(/[\s#]+/g, '')).join(' '));
  const marked = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  return normalizeHashtags(marked.join(' '));
}
