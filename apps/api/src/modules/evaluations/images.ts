import { MAX_EVALUATION_IMAGES } from '@silk/contracts/evaluation'
import { BizError } from '../../shared/errors.ts'
import { isStoredUpload } from '../media/file-storage.ts'

/**
 * Review pictures must be files our upload endpoint stored (`/uploads/…`): no outside hosts, no
 * `javascript:` or data URLs, nothing the re-encoder did not see. Duplicates are dropped, order kept.
 */
export function checkEvaluationImages(urls: string[]): string[] {
  const unique = [...new Set(urls)]
  if (unique.length > MAX_EVALUATION_IMAGES) throw new BizError('EVALUATION_IMAGE_ERROR')
  for (const url of unique) if (!isStoredUpload(url)) throw new BizError('EVALUATION_IMAGE_ERROR')
  return unique
}
