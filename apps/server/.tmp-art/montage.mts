import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const tile = 400;
const cols = Math.min(files.length, 3);
const rows = Math.ceil(files.length / cols);
const composites = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(tile, tile, { fit: 'contain', background: '#fff' }).toBuffer(), left: (i % cols) * tile, top: Math.floor(i / cols) * tile })));
await sharp({ create: { width: cols * tile, height: rows * tile, channels: 3, background: '#fff' } }).composite(composites).png().toFile(out!);
