import type { ContentPage } from '../schema.ts'
export declare const bglobal: ContentPage
