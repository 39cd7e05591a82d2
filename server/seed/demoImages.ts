/** Generated activity cards (PNG, made with pngjs): a diagonal gradient in a theme's colours with soft circles. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { Random } from './random';

const WIDTH = 480;
const HEIGHT = 300;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function drawCard(color: string, seed: number): Buffer {
  const random = new Random(seed);
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const [r, g, b] = rgb(color);
  const circles = Array.from({ length: 5 }, () => ({
    x: random.int(0, WIDTH),
    y: random.int(0, HEIGHT),
    radius: random.int(30, 110),
  }));
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      // Lighter towards the bottom right, a little lighter again inside each circle.
      let light = (x / WIDTH + y / HEIGHT) * 0.25;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.radius ** 2) light += 0.12;
      const mix = Math.min(light, 0.85);
      const offset = (y * WIDTH + x) * 4;
      png.data[offset] = Math.round(r + (255 - r) * mix);
      png.data[offset + 1] = Math.round(g + (255 - g) * mix);
      png.data[offset + 2] = Math.round(b + (255 - b) * mix);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Writes the cards that do not exist yet; returns their file names. */
export async function writeCards(
  directory: string,
  cards: { name: string; color: string }[],
): Promise<string[]> {
  for (const [index, card] of cards.entries()) {
    const path = join(directory, card.name);
    if (!existsSync(path)) await writeFile(path, drawCard(card.color, index + 1));
  }
  return cards.map((card) => card.name);
}
