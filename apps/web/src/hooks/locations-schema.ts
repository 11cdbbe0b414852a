import { locationSchema } from '@swim/shared/api/public';
import { z } from 'zod';

export const locationsSchema = z.array(locationSchema);
