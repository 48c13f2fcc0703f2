/**
 * Product drawings as SVG: one recognisable silhouette per product type, filled with the
 * product's colour, with a brand accent (stripe, panel or tab colour) and a per-product
 * detail variant so neighbouring cards differ. Pure string building on a 600×600 canvas; no
 * text, so the pictures render identically wherever the fonts differ.
 */
import type { Silhouette } from '../taxonomy/product-types';
import { lineColor, luminance, mix, shade } from './color';

export interface DrawingStyle {
  /** The product colour. */
  fill: string;
  /** The brand's accent colour. */
  accent: string;
  /** 0, 1 or 2: which of the type's detail variants to draw. */
  variant: number;
}

interface Palette extends DrawingStyle {
  line: string;
  dark: string;
  /** Sole and trim: off-white, or light grey when the product itself is white. */
  trim: string;
  trimLine: string;
}

function palette(style: DrawingStyle): Palette {
  const trim = luminance(style.fill) > 0.85 ? '#d9d9d6' : '#f4f2ec';
  // An accent too close to the fill would vanish: fall back to a contrasting one.
  const accent =
    Math.abs(luminance(style.accent) - luminance(style.fill)) < 0.15 ? lineColor(style.fill) : style.accent;
  return {
    ...style,
    accent,
    line: lineColor(style.fill),
    dark: shade(style.fill),
    trim,
    trimLine: mix(trim, '#000000', 0.35),
  };
}

const stroke = (color: string, width = 4) =>
  `stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

function sneaker(p: Palette): string {
  const accents = [
    `<path d="M190 385 C260 380 360 330 440 285 C380 345 300 395 200 405 Z" fill="${p.accent}"/>`,
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${250 + i * 34} 392 L${305 + i * 34} 275 L${322 + i * 34} 280 L${268 + i * 34} 394 Z" fill="${p.accent}"/>`,
      )
      .join(''),
    `<path d="M150 330 C230 330 330 320 420 300 L470 330 C380 355 260 370 150 372 Z" fill="${p.accent}" opacity="0.9"/>`,
  ];
  return `
  <path d="M82 408 L90 438 C92 452 104 462 122 462 L500 462 C530 462 552 448 552 425 L548 405 Z" fill="${p.trim}" ${stroke(p.trimLine, 3)}/>
  <path d="M92 430 L548 428" ${stroke(p.trimLine, 2)} fill="none"/>
  <path d="M95 408 C92 360 96 320 110 292 C140 298 170 300 195 292 C230 280 258 250 270 222 L300 216 C320 250 350 290 395 318 C450 350 505 362 535 382 C548 392 550 402 548 408 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M110 292 C120 285 140 282 160 290" fill="none" ${stroke(p.line, 3)}/>
  <path d="M95 408 C100 380 112 350 130 330 L150 408 Z" fill="${p.dark}" opacity="0.8"/>
  ${accents[p.variant % 3]}
  <path d="M470 350 C500 362 528 378 545 400 L470 405 Z" fill="${p.dark}" opacity="0.7"/>
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${286 + i * 22} ${238 + i * 19} l22 -14" ${stroke(p.trim, 6)}/>`).join('')}
  <path d="M270 222 C276 205 292 198 306 204 L300 216 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`;
}

function kedy(p: Palette): string {
  const patch = [
    `<circle cx="150" cy="285" r="24" fill="${p.trim}" ${stroke(p.trimLine, 3)}/><circle cx="150" cy="285" r="11" fill="${p.accent}"/>`,
    `<path d="M130 260 L175 260 L175 310 L130 310 Z" fill="${p.accent}"/>`,
    `<path d="M140 250 L162 250 L162 330 L140 330 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M80 400 L82 440 C84 456 98 464 118 464 L505 464 C535 464 556 450 556 428 L552 400 Z" fill="${p.trim}" ${stroke(p.trimLine, 3)}/>
  <path d="M84 420 L554 420" ${stroke(p.accent, 7)} fill="none"/>
  <path d="M96 400 L100 190 C120 176 160 172 200 178 L222 190 C240 250 290 300 360 330 C430 355 500 362 538 380 C552 388 554 396 552 400 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M455 356 C500 360 540 372 552 400 L452 400 C440 385 440 365 455 356 Z" fill="${p.trim}" ${stroke(p.trimLine, 3)}/>
  ${patch[p.variant % 3]}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${232 + i * 26}" cy="${205 + i * 22}" r="5" fill="${p.trim}" ${stroke(p.line, 2)}/><path d="M${226 + i * 26} ${212 + i * 22} l26 -6" ${stroke(p.trim, 5)}/>`).join('')}
  <path d="M100 190 C140 184 180 184 222 190" fill="none" ${stroke(p.line, 3)}/>`;
}

function boot(p: Palette): string {
  const detail = [
    `<path d="M120 150 L150 150 L150 110 L120 110 Z" fill="${p.accent}" ${stroke(p.line, 3)}/>`,
    `<path d="M110 360 L520 360" ${stroke(p.accent, 8)}/>`,
    `<path d="M112 150 C160 140 210 140 245 150 L245 175 C205 168 160 168 112 178 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M90 410 L94 455 C96 468 108 474 124 474 L510 474 C535 474 552 462 552 440 L548 410 Z" fill="#3a3532" ${stroke('#1e1b19', 3)}/>
  ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<path d="M${120 + i * 47} 474 l10 -14 l10 14" fill="#1e1b19"/>`).join('')}
  <path d="M100 412 L112 150 C160 138 210 138 250 150 L262 260 C300 300 370 320 440 335 C500 348 540 368 548 395 L548 412 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M430 333 C490 345 535 365 546 392 L548 412 L420 412 C412 380 412 350 430 333 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M104 380 L546 380" ${stroke(p.line, 2)} stroke-dasharray="6 8" fill="none"/>
  ${detail[p.variant % 3]}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${258 + (i > 3 ? (i - 3) * 30 : 0)}" cy="${170 + i * 26}" r="6" fill="${p.trim}" ${stroke(p.line, 2)}/>`).join('')}
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${240 + (i > 3 ? 20 : 0)} ${176 + i * 26} l26 18" ${stroke(p.trim, 5)}/>`).join('')}`;
}

function slide(p: Palette): string {
  const logo = [
    `<path d="M330 300 C380 280 430 280 470 296" ${stroke(p.accent, 12)} fill="none"/>`,
    [0, 1, 2]
      .map((i) => `<path d="M${350 + i * 40} 262 L${345 + i * 40} 350" ${stroke(p.accent, 12)}/>`)
      .join(''),
    `<circle cx="400" cy="305" r="24" fill="${p.accent}"/>`,
  ];
  const bed = (dy: number) =>
    `M80 ${350 + dy} C80 305 130 285 210 288 L450 280 C520 278 556 305 556 340 C556 378 520 398 450 398 L210 404 C130 408 80 392 80 ${350 + dy} Z`;
  return `
  <path d="${bed(34)}" transform="translate(0 34)" fill="${p.dark}" ${stroke(p.line)}/>
  <path d="${bed(0)}" fill="${p.trim}" ${stroke(p.trimLine, 3)}/>
  <path d="M150 352 C170 330 210 322 250 330" fill="none" ${stroke(p.trimLine, 2)}/>
  <path d="M300 330 C295 250 340 215 410 212 C480 210 520 250 515 330 L512 392 C460 410 350 412 305 396 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M305 396 C350 380 460 378 512 392" fill="none" ${stroke(p.line, 3)}/>
  ${logo[p.variant % 3]}`;
}

function tshirt(p: Palette): string {
  const print = [
    `<circle cx="300" cy="250" r="42" fill="${p.accent}"/>`,
    `<path d="M200 300 L400 300 L400 322 L200 322 Z" fill="${p.accent}"/><path d="M200 336 L400 336 L400 350 L200 350 Z" fill="${p.accent}" opacity="0.6"/>`,
    `<path d="M350 215 L390 215 L390 250 L350 250 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M230 110 C250 130 350 130 370 110 L470 150 L530 250 L465 285 L440 245 L440 500 L160 500 L160 245 L135 285 L70 250 L130 150 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M230 110 C250 150 350 150 370 110" fill="none" ${stroke(p.line, 6)}/>
  <path d="M160 245 L150 165 M440 245 L450 165" ${stroke(p.line, 2)} fill="none"/>
  ${print[p.variant % 3]}`;
}

function hoodie(p: Palette): string {
  const detail = [
    `<path d="M235 330 L365 330 L385 410 L215 410 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
    `<path d="M160 300 L440 300 L440 330 L160 330 Z" fill="${p.accent}"/><path d="M235 350 L365 350 L385 420 L215 420 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
    `<path d="M300 170 L300 500" ${stroke(p.line, 4)}/><path d="M235 340 L285 340 L285 420 L215 420 Z M315 340 L365 340 L385 420 L315 420 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
  ];
  return `
  <path d="M215 120 L385 120 L470 160 L545 430 L490 450 L440 300 L440 500 L160 500 L160 300 L110 450 L55 430 L130 160 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M215 120 C200 60 250 40 300 40 C350 40 400 60 385 120 C360 175 240 175 215 120 Z" fill="${p.dark}" ${stroke(p.line)}/>
  <path d="M240 122 C260 150 340 150 360 122 C350 95 250 95 240 122 Z" fill="${shade(p.fill, 0.35)}"/>
  <path d="M280 150 L275 240 M320 150 L325 240" ${stroke(p.trim, 5)}/>
  <path d="M160 480 L440 480 M110 450 L160 300" ${stroke(p.line, 2)} fill="none"/>
  ${detail[p.variant % 3]}`;
}

function legs(p: Palette, length: number, wide: boolean): string {
  const bottom = 110 + length;
  const out = wide ? 30 : 0;
  return `<path d="M185 110 L415 110 L${440 + out} ${bottom} L${320} ${bottom} L300 230 L280 ${bottom} L${160 - out} ${bottom} Z" fill="${p.fill}" ${stroke(p.line)}/>`;
}

function trousers(p: Palette): string {
  const detail = [
    `<path d="M230 140 L232 220 M370 140 L368 220" ${stroke(p.line, 3)} fill="none"/>`,
    `<path d="M178 300 L215 300 L212 370 L172 370 Z M385 300 L422 300 L428 370 L388 370 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
    `<path d="M200 140 L190 500 M400 140 L410 500" ${stroke(p.accent, 8)} fill="none"/>`,
  ];
  return `
  ${legs(p, 400, false)}
  <path d="M185 110 L415 110 L416 140 L184 140 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M300 140 L300 230" ${stroke(p.line, 3)}/>
  ${detail[p.variant % 3]}`;
}

function shorts(p: Palette): string {
  const detail = [
    `<path d="M160 330 L280 330 M320 330 L440 330" ${stroke(p.accent, 10)} fill="none"/>`,
    `<path d="M170 190 L160 350 M430 190 L440 350" ${stroke(p.accent, 10)} fill="none"/>`,
    `<path d="M360 250 L420 250 L424 300 L364 300 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>`,
  ];
  return `
  <path d="M175 160 L425 160 L455 360 L320 360 L300 270 L280 360 L145 360 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M175 160 L425 160 L427 195 L173 195 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M290 195 L282 245 M310 195 L318 245" ${stroke(p.trim, 4)}/>
  ${detail[p.variant % 3]}`;
}

function jacket(p: Palette): string {
  const detail = [
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M160 ${200 + i * 60} C250 ${210 + i * 60} 350 ${210 + i * 60} 440 ${200 + i * 60}" fill="none" ${stroke(p.line, 3)}/>`,
      )
      .join(''),
    `<path d="M180 320 L250 320 L250 360 L180 360 Z M350 320 L420 320 L420 360 L350 360 Z" fill="${p.dark}" ${stroke(p.line, 3)}/><path d="M120 200 L470 200" ${stroke(p.accent, 10)}/>`,
    `<path d="M160 260 L440 260 L440 300 L160 300 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M220 110 L380 110 L470 150 L530 470 L470 480 L440 280 L445 510 L155 510 L160 280 L130 480 L70 470 L130 150 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M220 110 L300 170 L380 110 L365 80 L235 80 Z" fill="${p.dark}" ${stroke(p.line)}/>
  ${detail[p.variant % 3]}
  <path d="M300 170 L300 510" ${stroke(p.trim, 5)}/>
  <path d="M70 470 L130 480 M470 480 L530 470" ${stroke(p.line, 8)}/>`;
}

function sweatpants(p: Palette): string {
  const detail = [
    `<path d="M200 150 L170 470 M400 150 L430 470" ${stroke(p.accent, 10)} fill="none"/>`,
    `<path d="M185 200 C200 215 215 215 230 200 M370 200 C385 215 400 215 415 200" ${stroke(p.line, 3)} fill="none"/>`,
    `<path d="M230 300 L250 300 L250 330 L230 330 Z" fill="${p.accent}"/>`,
  ];
  return `
  <path d="M185 110 L415 110 L440 470 L325 470 L300 230 L275 470 L160 470 Z" fill="${p.fill}" ${stroke(p.line)}/>
  <path d="M160 470 L275 470 L272 510 L165 510 Z M325 470 L440 470 L435 510 L328 510 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M185 110 L415 110 L417 150 L183 150 Z" fill="${p.dark}" ${stroke(p.line, 3)}/>
  <path d="M290 150 L280 215 M310 150 L320 215" ${stroke(p.trim, 5)}/>
  ${detail[p.variant % 3]}`;
}

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

const DRAWINGS: Record<Silhouette, (p: Palette) => string> = {
  sneaker,
  kedy,
  boot,
  slide,
  tshirt,
  hoodie,
  trousers,
  shorts,
  jacket,
  sweatpants,
  hat,
  bag,
  socks,
  underwear,
};

interface Framing {
  /** Where the close-up (view 3) looks: the most characteristic part of the drawing. */
  focus: [number, number];
  /** Things that stand get a shadow under their lowest point; clothes lie flat and get none. */
  floor?: number;
  /** Moves a short drawing down to the middle of the picture. */
  shiftY?: number;
}

const FRAMING: Record<Silhouette, Framing> = {
  sneaker: { focus: [400, 340], floor: 478 },
  kedy: { focus: [380, 330], floor: 480 },
  boot: { focus: [250, 300], floor: 490 },
  slide: { focus: [400, 320], floor: 488, shiftY: 40 },
  tshirt: { focus: [300, 260] },
  hoodie: { focus: [300, 200] },
  trousers: { focus: [300, 200] },
  shorts: { focus: [300, 250], shiftY: 40 },
  jacket: { focus: [300, 220] },
  sweatpants: { focus: [300, 220] },
  hat: { focus: [300, 330], floor: 468, shiftY: 20 },
  bag: { focus: [300, 300], floor: 526 },
  socks: { focus: [320, 380] },
  underwear: { focus: [300, 260], shiftY: 10 },
};
const ZOOM = 1.6;

/** The gallery views: 1 side, 2 mirrored on a warmer backdrop, 3 close-up. */
export const VIEWS = [1, 2, 3] as const;
export type View = (typeof VIEWS)[number];

/** The product drawing on its backdrop as a complete SVG document of the given pixel size. */
export function productSvg(silhouette: Silhouette, style: DrawingStyle, view: View, size: number): string {
  const p = palette(style);
  const backdrop = view === 2 ? '#efece6' : '#f3f3f1';
  const { focus, floor, shiftY = 0 } = FRAMING[silhouette];
  const shadow =
    view === 3 || floor === undefined
      ? ''
      : `<ellipse cx="300" cy="${floor + shiftY}" rx="240" ry="20" fill="#000000" opacity="0.08"/>`;
  // View 2 mirrors the drawing, view 3 zooms in; the artwork stays the same.
  const transform =
    view === 2
      ? `translate(600 ${shiftY}) scale(-1 1)`
      : view === 3
        ? `translate(${300 - ZOOM * focus[0]} ${300 - ZOOM * focus[1]}) scale(${ZOOM})`
        : `translate(0 ${shiftY})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${backdrop}"/>
  ${shadow}
  <g transform="${transform}">${DRAWINGS[silhouette](p)}</g>
</svg>`;
}
