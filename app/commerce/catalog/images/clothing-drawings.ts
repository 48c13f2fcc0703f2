/** The clothing drawings (odezhda): t-shirts, hoodies, trousers, shorts, jackets, sweatpants. */
import type { Silhouette } from '../taxonomy/product-types';
import { shade } from './color';
import { type Drawing, type Palette, stroke } from './drawing-palette';

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

export const CLOTHING_DRAWINGS = { tshirt, hoodie, trousers, shorts, jacket, sweatpants } satisfies Partial<
  Record<Silhouette, Drawing>
>;
