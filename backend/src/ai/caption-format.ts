import type { AiDelta } from '../contracts/ai.js';

/**
 * The writer asks the provider for the caption, then one last line "CTA: …" (see ai-prompts.ts).
 * A line opening with "CTA:" or "Call to Action:" (optionally in Markdown bold) starts the call to action.
 */
const CTA_MARKER = /(?:^|\n)[ \t*_#>-]*(?:cta|call[ -]to[ -]action)[ \t*_]*:[ \t*_]*/i;
/** What a line may begin with while it could still turn into the marker. */
const MARKER_WORDS = ['cta:', 'call to action:', 'call-to-action:'];

/** The caption and CTA of a finished answer: trimmed, quotes and Markdown emphasis around the CTA removed. */
export function splitCaption(text: string): { caption: string; cta: string } {
  const marker = CTA_MARKER.exec(text);
  if (!marker) return { caption: text.trim(), cta: '' };
  const cta = text
    .slice(marker.index + marker[0].length)
    .trim()
    .replace(/^[«"„“*_]+|[»"“”*_]+$/g, '')
    .trim();
  return { caption: text.slice(0, marker.index).trim(), cta };
}

/** Whether the text's last line may still become the CTA marker as more text arrives. */
function mayBecomeMarker(line: string): boolean {
  const start = line.replace(/^[ \t*_#>-]+/, '').toLowerCase();
  if (!start) return false;
  return MARKER_WORDS.some((word) => word.startsWith(start.replace(/[ \t*_]+:/, ':')));
}

/**
 * Turns the provider's chunks into deltas for the caption and the CTA as they are written. The start
 * of a line that could still become "CTA:" is held back until it is clear, so the marker never
 * shows in the caption field.
 */
export class CaptionStream {
  private text = '';
  private captionSent = 0;
  private ctaSent = 0;

  push(chunk: string): AiDelta[] {
    this.text += chunk;
    return this.deltas(false);
  }

  /** The deltas still held back at the end of the answer. */
  end(): AiDelta[] {
    return this.deltas(true);
  }

  get full(): string {
    return this.text;
  }

  private deltas(final: boolean): AiDelta[] {
    const out: AiDelta[] = [];
    const marker = CTA_MARKER.exec(this.text);
    let caption: string;
    let cta = '';
    if (marker) {
      caption = this.text.slice(0, marker.index);
      // The CTA's leading spaces and quotes are dropped; the final `done` event cleans the rest.
      cta = this.text.slice(marker.index + marker[0].length).replace(/^[ \t«"„“]+/, '');
    } else {
      const lineStart = this.text.lastIndexOf('\n') + 1;
      const held = !final && mayBecomeMarker(this.text.slice(lineStart));
      caption = held ? this.text.slice(0, lineStart) : this.text;
    }
    // Text once sent stays sent (a marker found later only ever follows it).
    if (caption.length > this.captionSent) {
      const piece = this.captionSent === 0 ? caption.replace(/^\s+/, '') : caption.slice(this.captionSent);
      this.captionSent = caption.length;
      if (piece) out.push({ field: 'caption', text: piece });
    }
    if (cta.length > this.ctaSent) {
      out.push({ field: 'cta', text: cta.slice(this.ctaSent) });
      this.ctaSent = cta.length;
    }
    return out;
  }
}
