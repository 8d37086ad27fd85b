import { data } from 'react-router'
import { pageMeta } from '../lib/meta.ts'

export const meta = pageMeta('notFound')

// Unknown paths render the root error boundary's 404 view with a real 404 status.
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
