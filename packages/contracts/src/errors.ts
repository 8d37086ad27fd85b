/**
 * Business error catalogue. Codes follow the upstream buyer contract (reference §2.4) so that
 * existing clients keep working; messages are Chinese because they are shown to users as they are.
 * Add a code here before throwing it anywhere.
 */
export const ErrorCodes = {
  SUCCESS: { code: 200, message: '成功' },
  ERROR: { code: 400, message: '服务器繁忙，请稍后重试' },
  NOT_FOUND: { code: 404, message: '请求的资源不存在' },
  PAYLOAD_TOO_LARGE: { code: 413, message: '请求内容过大' },
  DEMO_SITE_EXCEPTION: { code: 4001, message: '演示站点禁止使用' },
  PARAMS_ERROR: { code: 4002, message: '参数异常' },
  LIMIT_ERROR: { code: 1003, message: '访问过于频繁，请稍后再试' },
  ILLEGAL_REQUEST_ERROR: { code: 1004, message: '非法请求，请重新刷新页面操作' },
  IM_NOT_SETTING: { code: 1006, message: '暂无客服' },
  FILE_TYPE_NOT_SUPPORT: { code: 1010, message: '不支持上传的文件类型' },
  FILE_EMPTY: { code: 1011, message: '上传文件为空' },
  GOODS_NOT_EXIST: { code: 11001, message: '商品已下架' },
  GOODS_SKU_QUANTITY_NOT_ENOUGH: { code: 11011, message: '商品库存不足' },
  USER_NOT_EXIST: { code: 20002, message: '用户不存在' },
  USER_NOT_LOGIN: { code: 20003, message: '用户未登录' },
  USER_AUTH_EXPIRED: { code: 20004, message: '用户已退出，请重新登录' },
  USER_AUTHORITY_ERROR: { code: 20005, message: '权限不足' },
  USER_EXIST: { code: 20008, message: '该用户名或手机号已被注册' },
  USER_PHONE_NOT_EXIST: { code: 20009, message: '手机号不存在' },
  USER_PASSWORD_ERROR: { code: 20010, message: '密码不正确' },
  USER_NOT_PHONE: { code: 20011, message: '非当前用户的手机号' },
  USER_OLD_PASSWORD_ERROR: { code: 20016, message: '旧密码不正确' },
  USER_COLLECTION_EXIST: { code: 20017, message: '无法重复收藏' },
  USER_STATUS_ERROR: { code: 20028, message: '用户已被禁用' },
  USER_MOBILE_REPEATABLE_ERROR: { code: 20034, message: '该手机号已被注册' },
  LOGIN_FAILED: { code: 20010, message: '用户名或密码错误' },
  STORE_NOT_EXIST: { code: 50001, message: '店铺不存在' },
  ARTICLE_NOT_EXIST: { code: 60006, message: '文章不存在' },
  ARTICLE_CATEGORY_NOT_EXIST: { code: 60009, message: '文章分类不存在' },
  PAGE_NOT_EXIST: { code: 61001, message: '页面不存在' },
  LOGISTICS_NOT_SETTING: { code: 70005, message: '您还未设置物流公司' },
  VERIFICATION_SEND_SUCCESS: { code: 80201, message: '短信验证码,发送成功' },
  VERIFICATION_ERROR: { code: 80202, message: '验证失败' },
  VERIFICATION_CODE_INVALID: { code: 80204, message: '验证码已失效，请重新校验' },
  VERIFICATION_SMS_CHECKED_ERROR: { code: 80210, message: '短信验证码错误，请重新校验' },
} as const

export type ErrorName = keyof typeof ErrorCodes
export type ErrorDef = (typeof ErrorCodes)[ErrorName]
