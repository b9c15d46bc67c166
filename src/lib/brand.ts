// The brand mark, drawn once: an amber tile with a navy cog (Lucide's "cog", ISC licence, on its 24-unit
// grid, centred in a 40-unit tile). The header logo draws it from here, and so does the build for the favicon,
// the touch icon and the share image (src/lib/brand-images.tsx).
export const MARK = {
  size: 40,
  radius: 10,
  cog: {
    offset: 8,
    strokeWidth: 2.25,
    paths: [
      "M11 10.27 7 3.34",
      "m11 13.73-4 6.93",
      "M12 22v-2",
      "M12 2v2",
      "M14 12h8",
      "m17 20.66-1-1.73",
      "m17 3.34-1 1.73",
      "M2 12h2",
      "m20.66 17-1.73-1",
      "m20.66 7-1.73 1",
      "m3.34 17 1.73-1",
      "m3.34 7 1.73 1",
    ],
    circles: [2, 8],
  },
} as const;

/** The mark as an SVG file, in the given colours; `square` fills the corners (touch icons are masked). */
export function markSvg({ tile, ink, square = false }: { tile: string; ink: string; square?: boolean }): string {
  const { size, radius, cog } = MARK;
  const parts = [
    ...cog.paths.map((d) => `<path d="${d}"/>`),
    ...cog.circles.map((r) => `<circle cx="12" cy="12" r="${r}"/>`),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${square ? 0 : radius}" fill="${tile}"/>` +
    `<g transform="translate(${cog.offset} ${cog.offset})" fill="none" stroke="${ink}" stroke-width="${cog.strokeWidth}" stroke-linecap="round" stroke-linejoin="round">` +
    `${parts.join("")}</g></svg>`
  );
}
