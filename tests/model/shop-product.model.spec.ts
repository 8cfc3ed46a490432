import { runModel } from './harness'
import { shopProductUi } from './ui/shop-product.ui'

runModel(shopProductUi)
