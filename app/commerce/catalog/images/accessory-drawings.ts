/** The accessory drawings (aksessuary): hats, bags, socks, underwear. */
import type { Silhouette } from '../taxonomy/product-types';
import { lineColor } from './color';
import { type Drawing, type Palette, stroke } from './drawing-palette';

function hat(p: Palette): string {
  const detail = [
    `<circle cx="300" cy="105" r="48" fill="${p.accent}" ${stroke(lineColor(p.accent), 3)}/>`,
    `<path d="M270 370 L330 370 L330 410 L270 410 Z" fill="${p.accent}"/>`,
    `<path d="M160 290 C250 270 350 270 440 290" ${stroke(p.accent, 12)} fill="none"/>`,
  ];
  return `
  ${p.variant % 3 === 0 ? detail[0] : ''}
  <path d="M150 350 C140 200 210 130 300 130 C390 130 460 200 450 350 Z" fill="${p.fill}" ${stroke(p.line)}/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${195 + i * 35} 345 C${200 + i * 33} 260 ${230 + i * 24} 180 ${275 + i * 8} 140" ${stroke(p.dark, 3)} fill="none"/>`).join('')}
  <path d="M140 340 L460 340 L465 440 L135 440 Z" fill="${p.dark}" ${stroke(p.line)}/>
  ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<path d="M${160 + i * 28} 348 L${160 + i * 28} 432" ${stroke(p.line, 2)}/>`).join('')}
  ${p.variant % 3 === 0 ? '' : detail[p.variant % 3]}`;
}

function bag(p: Palette): string {
  const detail = [
    `<path d="M190 250 L410 250 L410 320 C360 340 240 340 190 320 Z" fill="${p.dark}" ${stroke(p.line, 3)}/><path d="M270 300 L330 300" ${stroke(p.accent, 10)}/>`,
    `<path d="M200 360 L400 360 L400 460 L200 460 Z" fill="${p.dark}" ${stroke(p.line, 3)}/><path d="M200 370 L400 370" ${stroke(p.trim, 4)}/>`,
    `<path d="M150 280 L450 280 L450 310 L150 310 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M230 200 C230 110 370 110 370 200" fill="none" ${stroke(p.line, 14)}/>
  <path d="M230 200 C230 120 370 120 370 200" fill="none" ${stroke(p.dark, 8)}/>
  <path d="M150 200 C150 180 170 170 190 170 L410 170 C430 170 450 180 450 200 L462 480 C462 500 450 510 430 510 L170 510 C150 510 138 500 138 480 Z" fill="${p.fill}" ${stroke(p.line)}/>
  ${detail[p.variant % 3]}
  <path d="M150 200 L450 200" ${stroke(p.line, 3)}/>`;
}

function sock(p: Palette, x: number, y: number): string {
  const cuffStripe = `<path d="M${x + 4} ${y + 40} L${x + 96} ${y + 40} M${x + 4} ${y + 56} L${x + 96} ${y + 56}" ${stroke(p.accent, 8)}/>`;
  return `
  <path d="M${x} ${y} L${x + 100} ${y} L${x + 100} ${y + 230} C${x + 100} ${y + 250} ${x + 110} ${y + 260} ${x + 130} ${y + 270} L${x + 170} ${y + 285} C${x + 200} ${y + 300} ${x + 195} ${y + 350} ${x + 160} ${y + 350} L${x + 40} ${y + 350} C${x + 10} ${y + 350} ${x} ${y + 330} ${x} ${y + 300} Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M${x} ${y} L${x + 100} ${y} L${x + 100} ${y + 70} L${x} ${y + 70} Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  ${cuffStripe}
  <path d="M${x + 120} ${y + 350} C${x + 150} ${y + 340} ${x + 175} ${y + 320} ${x + 172} ${y + 290}" fill="${p.trim}" ${stroke(p.line, 3)}/>
  <path d="M${x} ${y + 300} C${x + 20} ${y + 290} ${x + 40} ${y + 310} ${x + 40} ${y + 350} L${x + 10} ${y + 345} Z" fill="${p.trim}" ${stroke(p.line, 3)}/>`;
}

function socks(p: Palette): string {
  const spread = [0, 20, -20][p.variant % 3];
  return `${sock(p, 130 - spread, 90)}${sock(p, 290 + spread, 130)}`;
}

function underwear(p: Palette): string {
  const detail = [
    `<path d="M150 200 L450 200" ${stroke(p.accent, 6)}/>`,
    `<path d="M300 215 C280 260 280 300 300 330 C320 300 320 260 300 215" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
    `<path d="M150 170 L450 170" ${stroke(p.accent, 12)}/>`,
  ];
  return `
  <path d="M150 150 L450 150 L470 420 L330 440 L300 340 L270 440 L130 420 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M150 150 L450 150 L452 215 L148 215 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M130 420 L270 440 M330 440 L470 420" ${stroke(p.line, 6)}/>
  ${detail[p.variant % 3]}`;
}

export const ACCESSORY_DRAWINGS = { hat, bag, socks, underwear } satisfies Partial<
  Record<Silhouette, Drawing>
>;
