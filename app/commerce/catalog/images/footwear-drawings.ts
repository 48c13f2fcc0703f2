/** The footwear drawings (obuv): sneakers, kedy, boots, slides. */
import type { Silhouette } from '../taxonomy/product-types';
import { type Drawing, type Palette, stroke } from './drawing-palette';

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

export const FOOTWEAR_DRAWINGS = { sneaker, kedy, boot, slide } satisfies Partial<
  Record<Silhouette, Drawing>
>;
