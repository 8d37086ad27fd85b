import { type RefObject, useEffect } from 'react'

/**
 * Text typed into a server-rendered form before React took it over. A controlled input hydrates
 * with its state (empty) while the page still shows what was typed; the next render then sets the
 * input back to the state, and a sign-in on a slow phone said 请输入用户名 under a name it had just
 * shown. Once hydrated, this copies each named field's value from the page into its state.
 * (Inputs that need no state stay uncontrolled instead, as the header's search box does.)
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  fields: Record<string, (value: string) => void>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    for (const [name, set] of Object.entries(fields)) {
      const input = form.current?.elements.namedItem(name)
      if (input instanceof HTMLInputElement && input.value !== '') set(input.value)
    }
  }, [])
}
