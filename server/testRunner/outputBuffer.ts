/**
 * A child's stdout or stderr, capped: a test run can print megabytes (a failing suite, a verbose
 * benchmark) and every execution is stored. The start and the end are kept, since the end holds
 * Vitest's summary and the start the first failure; the middle is replaced by a marker.
 */
import { serverMessage } from './messages';

export class CappedOutput {
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private dropped = 0;

  constructor(
    private readonly headLimit: number,
    private readonly tailLimit: number,
  ) {}

  append(chunk: Buffer): void {
    let rest = chunk;
    if (this.headBytes < this.headLimit) {
      const room = this.headLimit - this.headBytes;
      this.head.push(rest.subarray(0, room));
      this.headBytes += Math.min(room, rest.length);
      rest = rest.subarray(room);
    }
    if (rest.length === 0) return;
    this.tail.push(rest);
    this.tailBytes += rest.length;
    while (this.tailBytes > this.tailLimit && this.tail.length > 0) {
      const excess = this.tailBytes - this.tailLimit;
      const first = this.tail[0];
      if (first.length <= excess) {
        this.tail.shift();
        this.tailBytes -= first.length;
        this.dropped += first.length;
      } else {
        this.tail[0] = first.subarray(excess);
        this.tailBytes -= excess;
        this.dropped += excess;
      }
    }
  }

  get totalBytes(): number {
    return this.headBytes + this.tailBytes + this.dropped;
  }

  toString(): string {
    const head = Buffer.concat(this.head).toString('utf8');
    const tail = Buffer.concat(this.tail).toString('utf8');
    if (this.dropped === 0) return head + tail;
    return `${head}\n${serverMessage('outputTruncated', { bytes: this.dropped })}\n${tail}`;
  }
}
