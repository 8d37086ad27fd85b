import { ConsolePasswordPage } from '../../features/console/PasswordPage.tsx'
import { SELLER } from '../../features/seller/site.ts'

/** 修改密码: the member's own password (its other logins end); this one stays signed in. */
export default function SellerPassword() {
  return <ConsolePasswordPage site={SELLER} path="/store/passport/login/modifyPass" />
}
