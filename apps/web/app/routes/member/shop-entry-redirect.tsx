import { redirect } from 'react-router'

/** lilishop's address of 商家入驻 (`/shopEntry`) opens the member centre's page. */
export function loader() {
  return redirect('/home/ShopEntry', 301)
}

export default function ShopEntryRedirect() {
  return null
}
