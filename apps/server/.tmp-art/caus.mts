import sharp from 'sharp';
const variants = [
  `<feTurbulence type="turbulence" baseFrequency="0.012 0.02" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -5 0 0 0 1.3"/>`,
  `<feTurbulence type="turbulence" baseFrequency="0.015 0.024" numOctaves="3" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -4 0 0 0 1.0"/>`,
];
let i = 0;
for (const v of variants) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><filter id="c" x="0" y="0" width="100%" height="100%">${v}</filter></defs><rect width="600" height="400" fill="hsl(195 75% 45%)"/><rect width="600" height="400" filter="url(#c)" opacity="0.6"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(`/tmp/art/c${i++}.png`);
}
