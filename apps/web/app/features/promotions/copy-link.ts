import { toast } from 'sonner'

/** Copies this page's address for sharing (拼团, 砍价), saying `copied`; shows the address where the clipboard is refused. */
export async function copyPageLink(copied: string) {
  try {
    await navigator.clipboard.writeText(window.location.href)
    toast.success(copied)
  } catch {
    toast.success(window.location.href)
  }
}
