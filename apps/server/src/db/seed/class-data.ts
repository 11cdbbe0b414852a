// The whole weekly timetable of the demo club.
import type { ClassSeed } from './class-types.js';
import { KINDERGARTEN_CLASSES } from './classes-kindergarten.js';
import { SPARTAK_CLASSES } from './classes-spartak.js';
import { VAZRAZHDANE_CLASSES } from './classes-vazrazhdane.js';

export const CLASSES: ClassSeed[] = [...SPARTAK_CLASSES, ...VAZRAZHDANE_CLASSES, ...KINDERGARTEN_CLASSES];
