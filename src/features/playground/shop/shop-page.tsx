/**
 * /qa/ecommerce (docs/spec/3-playground.md "E-commerce product page"): binds the product and the reviews machines
 * to the view and provides their effects (toasts). All data is local sample data.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { RELATED_PRODUCTS, SAMPLE_PRODUCT, SAMPLE_REVIEWS } from '@machines/playground/shop-data'
import { selectShopProductView, shopProductMachine } from '@machines/playground/shop-product.machine'
import { selectShopReviewsView, shopReviewsMachine } from '@machines/playground/shop-reviews.machine'
import { i18n } from '@/i18n'
import { notify } from '@/ui/toaster'
import { ShopView } from './shop-view'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'shop', ...options })

function purchaseOptions(p: { quantity: number; size: string; color: string }) {
  return { quantity: p.quantity, name: t('product.name'), size: t(`sizes.${p.size}`), color: t(`colors.${p.color}`) }
}

export function ShopPage() {
  const productRef = useActorRef(
    shopProductMachine.provide({
      actions: {
        notifySelectionRequired: (_, { error }) => notify('error', t(`messages.${error}`)),
        notifyAddedToCart: (_, details) => notify('success', t('messages.addedToCart', purchaseOptions(details))),
        notifyCheckout: () => notify('info', t('messages.checkout'), t('messages.checkoutNote')),
        notifyWishlist: (_, { added }) => notify(added ? 'success' : 'info', t(added ? 'messages.wishlistAdded' : 'messages.wishlistRemoved')),
        notifyCoupon: (_, { status }) => notify(status === 'applied' ? 'success' : status === 'invalid' ? 'error' : 'info', t(`coupon.${status}`)),
      },
    }),
    { input: { product: SAMPLE_PRODUCT } },
  )
  const reviewsRef = useActorRef(shopReviewsMachine, { input: { reviews: SAMPLE_REVIEWS } })
  const product = useSelector(productRef, selectShopProductView, shallowEqual)
  const reviews = useSelector(reviewsRef, selectShopReviewsView, shallowEqual)
  return <ShopView product={product} sendProduct={productRef.send} reviews={reviews} sendReviews={reviewsRef.send} related={RELATED_PRODUCTS} />
}
