import { toast } from 'sonner'

/** Copies text for the user and says whether it worked (a browser may refuse the clipboard). */
export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(messages.copied)
  } catch {
    toast.error(messages.failed)
  }
}
