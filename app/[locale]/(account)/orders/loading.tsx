"use client";

export { BuyingLoading as default } from "@/components/order/buying-loading";
