import { runModel } from './harness'
import { shopReviewsUi } from './ui/shop-reviews.ui'

runModel(shopReviewsUi)
