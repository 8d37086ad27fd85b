import { z } from 'zod'
import type { AdminArea } from './admin.ts'
import type { StoreArea } from './store-staff.ts'

/**
 * lilishop's consoles build their sidebar and routes from `memberMenu` (`GET /store/menu/memberMenu`,
 * `GET /manager/permission/menu/memberMenu`): level-0 entries (the top navigation), level-1 groups and
 * level-2 pages, each `{id, title, name, path, level, frontRoute, children}`; a page's `frontRoute` is
 * the view file under the client's `src/views/` that the route loads (every one exists in lilishop-ui;
 * top entries and groups are `Main` on `/`, as lilishop seeds them). Each page here belongs to one
 * of this product's areas and is shown to whoever may at least read it, as this product's own
 * consoles decide (decision 100, 110); a group or top entry left empty is left out.
 */
const Page = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  path: z.string(),
  level: z.literal(2),
  frontRoute: z.string(),
  children: z.array(z.never()),
})
const Group = Page.extend({ level: z.literal(1), children: z.array(Page) })
export const LiliMenuEntry = Page.extend({ level: z.literal(0), children: z.array(Group) })
export const LiliMenu = z.array(LiliMenuEntry)
export type LiliMenu = z.infer<typeof LiliMenu>

/** [name, title, frontRoute, area] of one page. */
type Leaf<A> = readonly [string, string, string, A]
/** A top entry: [name, title, groups]; a group: [name, title, pages]. */
export type MenuTree<A> = readonly (readonly [
  string,
  string,
  readonly (readonly [string, string, readonly Leaf<A>[]])[],
])[]

export const SELLER_MENU_TREE: MenuTree<StoreArea> = [
  [
    'goods',
    '商品',
    [
      [
        'goods-list',
        '商品管理',
        [
          ['goods-operation', '商品发布', 'goods/goods-seller/goodsOperation', 'goods'],
          ['goods', '商品列表', 'goods/goods-seller/goods', 'goods'],
          ['template-goods', '商品草稿', 'goods/goods-seller/draftGoods', 'goods'],
          ['category', '店铺分类', 'goods/goods-manage/category', 'goods'],
        ],
      ],
      ['stock', '库存管理', [['alertQuantity', '库存预警', 'goods/goods-seller/alertQuantity', 'goods']]],
    ],
  ],
  [
    'order',
    '订单',
    [
      ['order', '订单管理', [['orderList', '商品订单', 'order/order/orderList', 'order']]],
      ['memberComment', '评价管理', [['memberComment', '评价管理', 'member/memberComment', 'evaluation']]],
      [
        'afterSale',
        '售后管理',
        [
          ['returnGoodsOrder', '退货管理', 'order/after-order/returnGoodsOrder', 'afterSale'],
          ['returnMoneyOrder', '退款管理', 'order/after-order/returnMoneyOrder', 'afterSale'],
          ['orderComplaint', '投诉管理', 'order/after-order/orderComplaint', 'complaint'],
        ],
      ],
    ],
  ],
  [
    'bill',
    '财务',
    [
      [
        'bill',
        '财务管理',
        [
          ['accountStatementBill', '财务对账', 'shop/bill/accountStatementBill', 'finance'],
          ['storeBill', '店铺结算', 'shop/bill/storeBill', 'finance'],
        ],
      ],
    ],
  ],
  [
    'promotion',
    '营销',
    [
      [
        'platformPromotion',
        '平台活动',
        [
          ['pintuan', '拼团活动', 'promotion/pintuan/pintuan', 'promotion'],
          ['seckill', '秒杀活动', 'promotion/seckill/seckill', 'promotion'],
        ],
      ],
      [
        'storePromotion',
        '商家活动',
        [
          ['fullDiscount', '满额活动', 'promotion/full-discount/full-discount', 'promotion'],
          ['coupon', '优惠券', 'promotion/coupon/coupon', 'promotion'],
        ],
      ],
      [
        'live',
        '直播',
        [
          ['live', '直播间', 'promotion/live/live', 'promotion'],
          ['liveGoods', '直播商品', 'promotion/live/liveGoods', 'promotion'],
        ],
      ],
      [
        'distribution',
        '分销管理',
        [
          ['distributionGoods', '分销商品', 'distribution/distributionGoods', 'promotion'],
          ['distributionOrder', '分销订单', 'distribution/distributionOrder', 'promotion'],
        ],
      ],
    ],
  ],
  [
    'statistics',
    '统计',
    [
      [
        'statistics',
        '统计管理',
        [
          ['goodsStatistics', '商品统计', 'statistics/goods', 'statistics'],
          ['orderStatistics', '订单统计', 'statistics/order', 'statistics'],
          ['trafficStatistics', '流量统计', 'statistics/traffic', 'statistics'],
        ],
      ],
    ],
  ],
  [
    'settings',
    '设置',
    [
      [
        'ship',
        '配送设置',
        [
          ['shipTemplate', '配送模板', 'shop/ship/shipTemplate', 'setting'],
          ['logistics', '物流公司', 'shop/ship/logistics', 'setting'],
        ],
      ],
      [
        'shop',
        '店铺管理',
        [
          ['shopSetting', '店铺设置', 'shop/shopSetting', 'setting'],
          ['shopAddress', '自提管理', 'shop/shopAddress', 'setting'],
        ],
      ],
      [
        'system',
        '店员管理',
        [
          ['clerkManage', '店员管理', 'shop/system/clerk/clerkManage', 'staff'],
          ['storeRoleManage', '角色管理', 'shop/system/role/storeRoleManage', 'staff'],
          ['storeDepartmentManage', '部门管理', 'shop/system/department/storeDepartmentManage', 'staff'],
        ],
      ],
    ],
  ],
  [
    'messages',
    '消息',
    [['message', '系统消息', [['message_index', '系统消息', 'message/message', 'message']]]],
  ],
]

export const MANAGER_MENU_TREE: MenuTree<AdminArea> = [
  [
    'member',
    '会员',
    [
      [
        'memberManage',
        '会员管理',
        [
          ['memberList', '会员列表', 'member/list/index', 'member'],
          ['memberRecycle', '回收站', 'member/list/memberRecycle', 'member'],
        ],
      ],
      ['memberComment', '会员评价', [['memberComment', '会员评价', 'goods/goods-review/index', 'member']]],
      ['pointManage', '积分', [['pointsHistory', '积分历史', 'member/point/point', 'member']]],
      [
        'advance',
        '预存款',
        [
          ['walletLog', '会员资金', 'member/advance/walletLog', 'wallet'],
          ['recharge', '充值记录', 'member/advance/recharge', 'wallet'],
          ['withdrawApply', '提现申请', 'member/advance/withdrawApply', 'wallet'],
        ],
      ],
    ],
  ],
  [
    'order',
    '订单',
    [
      ['orderManage', '订单管理', [['orderList', '商品订单', 'order/order/orderList', 'order']]],
      [
        'afterSaleManage',
        '售后',
        [
          ['afterSaleOrder', '售后管理', 'order/after-order/afterSaleOrder', 'order'],
          ['orderComplaint', '交易投诉', 'order/after-order/orderComplaint', 'order'],
          ['afterSaleReason', '售后原因', 'order/after-order/afterSale', 'order'],
        ],
      ],
      [
        'flow',
        '流水',
        [
          ['paymentLog', '收款记录', 'order/flow/paymentLog', 'order'],
          ['refundLog', '退款流水', 'order/flow/refundLog', 'order'],
        ],
      ],
    ],
  ],
  [
    'goods',
    '商品',
    [
      [
        'goodsManage',
        '商品管理',
        [
          ['goodsList', '平台商品', 'goods/goods-info/goods', 'goods'],
          ['goodsApply', '商品审核', 'goods/goods-info/goodsApply', 'goods'],
        ],
      ],
      [
        'association',
        '关联管理',
        [
          ['category', '商品分类', 'goods/goods-manage/category', 'goods'],
          ['brand', '品牌列表', 'goods/goods-manage/brand', 'goods'],
          ['spec', '规格列表', 'goods/goods-manage/spec', 'goods'],
          ['goodsUnit', '计量单位', 'goods-unit/index', 'goods'],
        ],
      ],
    ],
  ],
  [
    'promotion',
    '促销',
    [
      [
        'promotionManage',
        '促销管理',
        [
          ['coupon', '优惠券', 'promotions/coupon/coupon', 'promotion'],
          ['couponActivity', '券活动', 'promotions/coupon-activity/coupon', 'promotion'],
          ['seckill', '秒杀活动', 'promotions/seckill/seckill', 'promotion'],
          ['pintuan', '拼团活动', 'promotions/pintuan/pintuan', 'promotion'],
          ['fullDiscount', '满额活动', 'promotions/full-discount/full-discount', 'promotion'],
          ['live', '直播管理', 'promotions/live/live', 'promotion'],
          ['kanjia', '砍价活动', 'promotions/kanjia/kanjia-activity-goods', 'promotion'],
        ],
      ],
      [
        'pointsActivity',
        '积分活动',
        [
          ['pointsGoods', '积分商品', 'promotions/points-goods/points-goods', 'promotion'],
          [
            'pointsGoodsCategory',
            '积分分类',
            'promotions/points-goods-category/points-goods-category',
            'promotion',
          ],
        ],
      ],
    ],
  ],
  [
    'shop',
    '店铺',
    [
      [
        'shopManage',
        '店铺管理',
        [
          ['shopList', '店铺列表', 'seller/shop/shopList', 'store'],
          ['shopAuditList', '店铺审核', 'seller/shop/shopAuditList', 'store'],
        ],
      ],
      [
        'bill',
        '店铺结算',
        [
          ['accountStatementBill', '商家对账', 'seller/bill/bill', 'store'],
          ['storeBill', '店铺结算', 'seller/bill/accountStatementBill', 'store'],
        ],
      ],
    ],
  ],
  [
    'statistics',
    '统计',
    [
      [
        'statistics',
        '统计管理',
        [
          ['memberStatistics', '会员统计', 'statistics/member', 'statistics'],
          ['orderStatistics', '订单统计', 'statistics/order', 'statistics'],
          ['goodsStatistics', '商品统计', 'statistics/goods', 'statistics'],
          ['trafficStatistics', '流量统计', 'statistics/traffic', 'statistics'],
        ],
      ],
    ],
  ],
  [
    'distribution',
    '分销',
    [
      [
        'distributionManage',
        '分销管理',
        [
          ['distribution', '分销员', 'distribution/distribution', 'distribution'],
          ['distributionApply', '分销申请', 'distribution/distributionApply', 'distribution'],
          ['distributionCash', '佣金提现', 'distribution/distributionCash', 'distribution'],
          ['distributionGoods', '分销商品', 'distribution/distributionGoods', 'distribution'],
          ['distributionOrder', '分销订单', 'distribution/distributionOrder', 'distribution'],
          ['distributionSetting', '分销设置', 'distribution/distributionSetting', 'setting'],
        ],
      ],
    ],
  ],
  [
    'operation',
    '运营',
    [
      [
        'article',
        '文章管理',
        [
          ['hotWords', '搜索热词', 'page/article-manage/hotWords', 'content'],
          ['articleCategory', '文章分类', 'page/article-manage/ArticleCategory', 'content'],
          ['articleList', '文章管理', 'page/article-manage/articleList', 'content'],
        ],
      ],
    ],
  ],
  [
    'setting',
    '设置',
    [
      [
        'system',
        '系统设置',
        [
          ['setting', '系统设置', 'sys/setting-manage/settingManage', 'setting'],
          ['logistics', '物流公司', 'logistics/index', 'setting'],
          ['region', '行政地区', 'region/index', 'setting'],
          ['sensitiveWords', '敏感词', 'sensitive-words/index', 'setting'],
        ],
      ],
      [
        'authority',
        '权限管理',
        [
          ['userManage', '管理员', 'sys/user-manage/userManage', 'admin'],
          ['roleManage', '角色权限', 'sys/role-manage/roleManage', 'admin'],
          ['departmentManage', '部门管理', 'sys/department-manage/departmentManage', 'admin'],
          // Read-only here: the menus are this product's code (its edit calls are not supported).
          ['menuManage', '菜单管理', 'sys/menu-manage/menuManage', 'admin'],
        ],
      ],
      ['log', '日志', [['logManage', '操作日志', 'sys/log-manage/logManage', 'log']]],
      [
        'message',
        '站内信',
        [['noticeMessageTemplate', '站内信', 'sys/message/noticeMessageTemplate', 'store']],
      ],
    ],
  ],
]

/** The tree as lilishop's client reads it, pruned to the pages `may` lets the user read. */
export function liliMenu<A>(tree: MenuTree<A>, may: (area: A) => boolean): LiliMenu {
  return tree
    .map(([name, title, groups]) => ({
      id: name,
      title,
      name,
      path: '/',
      level: 0 as const,
      frontRoute: 'Main',
      children: groups
        .map(([groupName, groupTitle, leaves]) => ({
          id: `${name}.${groupName}`,
          title: groupTitle,
          name: groupName,
          path: '/',
          level: 1 as const,
          frontRoute: 'Main',
          children: leaves
            .filter((leaf) => may(leaf[3]))
            .map(([leafName, leafTitle, frontRoute]) => ({
              id: `${name}.${groupName}.${leafName}`,
              title: leafTitle,
              name: leafName,
              path: leafName,
              level: 2 as const,
              frontRoute,
              children: [] as never[],
            })),
        }))
        .filter((group) => group.children.length > 0),
    }))
    .filter((entry) => entry.children.length > 0)
}
