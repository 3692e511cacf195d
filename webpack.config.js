// SPA build: babel-loader (TypeScript stripped), one chunk per route via React.lazy, react/router/redux in a
// 'framework' chunk. The entry imports no antd (main.tsx → CoreProviders): antd and the shell arrive with the
// routes that use them, so /login's first load is framework + i18n/http + our entry + the login chunk
// (`npm run bench` → bundle reports it; aim ≤ 200 KB gzipped).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const fs = require('node:fs');

// `dist/.built` is written after every successful production build: webpack leaves unchanged files (index.html
// too) untouched, so their times cannot tell `npm start` whether the build is older than its sources.
const buildStamp = {
  apply(compiler) {
    compiler.hooks.done.tap('BuildStamp', (stats) => {
      if (!stats.hasErrors())
        fs.writeFileSync(path.join(compiler.outputPath, '.built'), `${new Date().toISOString()}\n`);
    });
  },
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const apiPort = process.env.PORT || 8080;
  return {
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // A '.web.ts' twin wins in the browser build (file discovery through require.context instead of node:fs).
    resolve: { extensions: ['.web.ts', '.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        {
          test: /\.(png|svg|ico|jpg)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './assets/index.html', favicon: './assets/favicon.svg' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'assets/static', to: 'static', noErrorOnMissing: true }] }),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' })] : []),
      ...(production ? [buildStamp] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            // Top-level copies only: recharts' own nested reselect belongs with the charts, not the first load.
            test: (module) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|immer|reselect)[\\/]/.test(
                module.resource ?? '',
              ) && (module.resource ?? '').split(/[\\/]node_modules[\\/]/).length === 2,
            name: 'framework',
            priority: 30,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/media'], target: `http://localhost:${apiPort}` }],
    },
  };
};
