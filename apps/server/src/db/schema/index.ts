export * from './athletes.js';
export * from './auth.js';
export * from './billing.js';
export * from './children.js';
export * from './club.js';
export * from './content.js';
export * from './shop.js';
export * from './data-versions.js';
