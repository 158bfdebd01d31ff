// The words for a photo that could not be kept: too big (the client checks first), not an image (the
// server's invalid-argument), or anything else.
import { FunctionError } from '@rueda/domain';
import { PhotoTooBigError } from '../image-file';

export function photoErrorKey(error: unknown): 'errors.tooBig' | 'errors.notImage' | 'errors.uploadFailed' {
  if (error instanceof PhotoTooBigError) return 'errors.tooBig';
  if (error instanceof FunctionError && error.code === 'invalid-argument') {
    return /5 MB/.test(JSON.stringify(error.details ?? '')) ? 'errors.tooBig' : 'errors.notImage';
  }
  return 'errors.uploadFailed';
}
