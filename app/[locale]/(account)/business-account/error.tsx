"use client";

export { ErrorView as default } from "@/components/site/error-view";
