// SPA build: babel-loader (TypeScript stripped, for the browsers in package.json's browserslist), one chunk per
// route via React.lazy, the first load's libraries in one 'framework' chunk. The entry imports no antd (main.tsx →
// CoreProviders): antd and the shell arrive with the routes that use them, so /login's first load is framework +
// our entry + the login chunk (`npm run bench bundle` weighs it and fails above 150 KB gzipped;
// __tests__/client/app/firstLoad.test.ts lists what it is made of).
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
    resolve: {
      extensions: ['.web.ts', '.tsx', '.ts', '.js', '.json'],
      alias: {
        [path.join(path.dirname(require.resolve('axios/package.json')), 'lib/adapters/fetch.js')]:
          path.resolve(__dirname, 'src/client/api/noFetchAdapter.ts'),
      },
    },
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
            // The libraries of the first load, top-level copies only (recharts' own nested reselect belongs with the
            // charts): one file compresses better than two.
            test: (module) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|redux-thunk|immer|reselect|use-sync-external-store|i18next|react-i18next|axios)[\\/]/.test(
                module.resource ?? '',
              ) && (module.resource ?? '').split(/[\\/]node_modules[\\/]/).length === 2,
            name: 'framework',
            // What the first load needs only: RTK Query (also under @reduxjs) comes with the screens that use it.
            chunks: 'initial',
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
